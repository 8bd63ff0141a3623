import { contentEditorPage } from '@/components/console/content/editorPage';

const route = contentEditorPage('post');
export const generateMetadata = route.generateMetadata;
export default route.Page;
