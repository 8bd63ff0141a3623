import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePage } from '@/lib/auth/server';
import { toUserDto } from '@/lib/users/dto';
import { AccountScreen } from '@/components/console/account/AccountScreen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account'))('title') };
}

export default async function Page() {
  const session = await requirePage('account.update');
  const u = toUserDto(session.user);
  return <AccountScreen user={{ username: u.username, fullname: u.fullname, email: u.email, phone: u.phone, dob: u.dob, gender: u.gender, locale: u.locale, roles: u.roles }} />;
}
