import { MuiRoot } from '@/components/common/MuiRoot';

export default function Layout({ children }: { children: React.ReactNode }) {
  return <MuiRoot>{children}</MuiRoot>;
}
