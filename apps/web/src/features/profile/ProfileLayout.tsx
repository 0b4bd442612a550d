import { Suspense, useState } from 'react';
import { Bell, ChevronLeft, CircleHelp, Heart, Leaf, LogOut, Package, UserRound, WalletCards } from 'lucide-react';
import { Link, NavLink, Outlet, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/Dialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { useLogoutAndLeave } from '../auth';
import { Avatar } from './components/Avatar';
import { useProfile } from './api';

/** The side menu of docs/product.md §2 (Profile area), in its order. */
const MENU = [
  { to: '/myprofile/personalsettings', key: 'menu.personalSettings', Icon: UserRound },
  { to: '/myprofile/help', key: 'menu.help', Icon: CircleHelp },
  { to: '/wellnessquiz', key: 'menu.wellnessQuiz', Icon: Leaf },
  { to: '/myprofile/Wallet', key: 'menu.wallet', Icon: WalletCards },
  { to: '/myprofile/notifications', key: 'menu.notifications', Icon: Bell },
  { to: '/myprofile/lists', key: 'menu.lists', Icon: Heart },
  { to: '/myprofile/orders', key: 'menu.orders', Icon: Package },
] as const;

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center gap-3 rounded-xl px-3 font-semibold transition-colors ${
    isActive ? 'bg-honey-100 text-honey-900' : 'text-ink-800 hover:bg-cream-200'
  }`;

function ProfileMenu() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const logoutAndLeave = useLogoutAndLeave(t('logoutOffline'));

  const signOut = async () => {
    setLeaving(true);
    await logoutAndLeave();
    setConfirming(false);
  };

  return (
    <aside className="space-y-4">
      <div className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60">
        <Avatar name={profile.data?.name ?? ''} photo={profile.data?.profile_photo ?? ''} size={56} />
        <div className="min-w-0">
          <p className="truncate font-bold text-ink-900">{profile.data?.name ?? '\u00a0'}</p>
          <p className="truncate text-sm text-ink-600" dir="ltr">
            {profile.data?.email ?? '\u00a0'}
          </p>
        </div>
      </div>
      <nav aria-label={t('menu.label')} className="rounded-2xl bg-white p-2 shadow-card ring-1 ring-ink-200/60">
        <ul className="space-y-0.5">
          {MENU.map(({ to, key, Icon }) => (
            <li key={to}>
              <NavLink to={to} className={itemClass}>
                <Icon size={20} aria-hidden="true" className="shrink-0 text-honey-700" />
                {t(key)}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className={`${itemClass({ isActive: false })} w-full text-start`} onClick={() => setConfirming(true)}>
              <LogOut size={20} aria-hidden="true" className="flip-rtl shrink-0 text-danger-600" />
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} message={t('logoutConfirm')} onConfirm={signOut} busy={leaving} />
    </aside>
  );
}

/**
 * /myprofile (docs/product.md §2 Profile area): the side menu beside the chosen screen on wide screens; on phones the
 * menu is the /myprofile page itself and each screen has a way back to it.
 */
export default function ProfileLayout() {
  const { t } = useTranslation('profile');
  const atMenu = useMatch({ path: '/myprofile', end: true }) !== null;
  return (
    <div className="container-page py-6 sm:py-10">
      <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <div className={atMenu ? '' : 'hidden lg:block'}>
          <ProfileMenu />
        </div>
        <div className={atMenu ? 'hidden lg:block' : ''}>
          {!atMenu && (
            <Link to="/myprofile" className="btn btn-quiet -ms-3 mb-2 text-honey-800 lg:hidden">
              <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
              {t('menu.back')}
            </Link>
          )}
          <div className="relative min-h-64">
            <Suspense fallback={<LoadingOverlay />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </div>
    </div>
  );
}
