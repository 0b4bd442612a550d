import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../ui/Logo';
import { closeMiniCart, toggleMiniCart, useAddedCount, useMiniCart } from '../../ui/miniCart';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useTranslation } from 'react-i18next';
import { useLoggedIn } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { AccountLink, LanguageSwitch, NAV_LINKS, navClass } from './nav';
import { SearchBox } from './SearchBox';
import { useCartCount } from './useCartCount';

const CartPreview = lazy(() => import('../../features/cart/CartPreview'));
const preloadCartPreview = () => void import('../../features/cart/CartPreview');

/**
 * The cart icon with its count (docs/product.md §2). A customer with something in the cart gets the mini-cart on tap
 * (lines, subtotal, "View cart", "Checkout"), and after each add; otherwise it is the link
 * to /cart.
 */
function CartLink() {
  const { t } = useTranslation();
  const lang = useLang();
  const count = useCartCount();
  const loggedIn = useLoggedIn();
  // The badge pops on each add (styles.css keeps it still under prefers-reduced-motion).
  const bump = useAddedCount();
  const miniCart = useMiniCart();
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Another page closes it: the mini-cart belongs to the page the shopper added from. Only a change of page: an add
  // tapped before the app started may answer before the header has hydrated, and its mini-cart must stay open.
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    closeMiniCart();
  }, [pathname]);
  const classes = 'icon-btn relative bg-ink-900 text-cream-50 hover:bg-ink-800!';
  const badge = (
    <span
      key={bump}
      aria-hidden="true"
      data-bump={bump > 0 ? 'true' : undefined}
      className={`${bump > 0 ? 'cart-bump ' : ''}absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-honey-400 px-1 text-[0.6875rem] font-bold text-ink-950 tabular-nums ring-2 ring-cream-50`}
    >
      {formatNumber(count, lang)}
    </span>
  );
  // One wrapper whatever the trigger, so the announcement's region stays mounted when the link becomes the button.
  return (
    <div className="relative">
      {!loggedIn || count === 0 ? (
        <Link to="/cart" aria-label={t('nav.cartItems', { count })} className={classes}>
          <SpriteIcon name="shopping-bag" size={20} />
          {badge}
        </Link>
      ) : (
        <button
          ref={button}
          type="button"
          aria-label={t('nav.cartItems', { count })}
          aria-expanded={miniCart.open}
          aria-controls={miniCart.open ? panelId : undefined}
          aria-haspopup="dialog"
          className={classes}
          onPointerEnter={preloadCartPreview}
          onFocus={preloadCartPreview}
          onClick={toggleMiniCart}
        >
          <SpriteIcon name="shopping-bag" size={20} />
          {badge}
        </button>
      )}
      {/* Said once per add, from a region that is always there (one mounted with its text may go unheard). */}
      <p aria-live="polite" className="sr-only">
        {miniCart.added?.message}
      </p>
      {loggedIn && count > 0 && miniCart.open && (
        <Suspense fallback={null}>
          <CartPreview id={panelId} added={miniCart.added} onClose={closeMiniCart} opener={button} />
        </Suspense>
      )}
    </div>
  );
}

const SideMenu = lazy(() => import('./SideMenu'));
const preloadSideMenu = () => void import('./SideMenu');

function SideMenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Loaded on first use, then kept mounted so closing returns focus to this button.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="icon-btn -ms-2 lg:hidden"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        onPointerEnter={preloadSideMenu}
        onFocus={preloadSideMenu}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <SpriteIcon name="menu" size={24} />
      </button>
      {used && (
        <Suspense fallback={null}>
          <SideMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** The header of docs/product.md §2: language, Deals / Products / Lists, search, account, cart; a side menu on phones. */
export function Header() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/70 bg-cream-50/95 backdrop-blur supports-[backdrop-filter]:bg-cream-50/85">
      {/* The delivery promise at every width: on phones too, one short line. */}
      <div className="bg-ink-900 text-cream-100">
        <p className="container-page flex min-h-7 items-center justify-center gap-2 text-center text-[0.6875rem] font-medium tracking-wide sm:text-xs lg:min-h-8">
          <SpriteIcon name="truck" size={14} className="text-honey-300" />
          {t('nav.delivery')}
        </p>
      </div>
      <div className="container-page flex min-h-16 items-center gap-2 py-2 sm:gap-4 lg:min-h-20">
        <SideMenuButton />
        <Logo tagline />
        <SearchBox className="mx-auto hidden max-w-xl flex-1 lg:block" />
        <div className="ms-auto flex items-center gap-1 sm:gap-2 lg:ms-0">
          <div className="hidden lg:block">
            <LanguageSwitch />
          </div>
          <div className="hidden sm:block">
            <AccountLink />
          </div>
          <div className="sm:hidden">
            <AccountLink variant="icon" />
          </div>
          <CartLink />
        </div>
      </div>
      <div className="container-page pb-3 lg:hidden">
        <SearchBox />
      </div>
      <nav aria-label={t('nav.main')} className="hidden border-t border-ink-200/70 lg:block">
        <div className="container-page flex items-center gap-1 py-1.5">
          {NAV_LINKS.map(({ to, key, icon }) => (
            <NavLink key={to} to={to} className={navClass} end={to === '/products'}>
              <SpriteIcon name={icon} size={17} className="text-honey-700" />
              {t(key)}
            </NavLink>
          ))}
        </div>
      </nav>
    </header>
  );
}
