import { contentEditorPage } from '@/components/console/content/editorPage';

const route = contentEditorPage('page');
export const generateMetadata = route.generateMetadata;
export default route.Page;
