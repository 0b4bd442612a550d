// The console's sections: the side navigation and the routes under /admin, in one list so a section
// cannot be in one and missing from the other. Each page is its own chunk inside the console.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { StaffArea } from '@shop/contract';
import {
  Banknote,
  Bell,
  BellRing,
  Boxes,
  ChartColumn,
  FileText,
  FolderTree,
  GalleryHorizontalEnd,
  History,
  Layers,
  LayoutDashboard,
  Leaf,
  TicketPercent,
  Users,
  MessageSquareText,
  PackageCheck,
  SearchCheck,
  ShoppingBasket,
  Undo2,
  UserCog,
  type LucideIcon,
} from 'lucide-react';

export interface Section {
  /** The path under /admin ('' for the dashboard). */
  path: string;
  /** Its name in the namespace's `nav` group. */
  key: string;
  Icon: LucideIcon;
  /** The area of the console it belongs to: shown only to a staff role that opens it (ROLE_AREAS). */
  area: StaffArea;
  routes: RouteObject[];
}

const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const AlertsPage = lazy(() => import('./alerts/AlertsPage'));
const OrdersPage = lazy(() => import('./orders/OrdersPage'));
const OrderPage = lazy(() => import('./orders/OrderPage'));
const PackingSlipPage = lazy(() => import('./orders/PackingSlipPage'));
const ReturnsPage = lazy(() => import('./returns/ReturnsPage'));
const ProductsPage = lazy(() => import('./products/ProductsPage'));
const ProductFormPage = lazy(() => import('./products/ProductFormPage'));
const CouponsPage = lazy(() => import('./coupons/CouponsPage'));
const ReviewsPage = lazy(() => import('./reviews/ReviewsPage'));
const NotificationsPage = lazy(() => import('./notifications/NotificationsPage'));
const CustomersPage = lazy(() => import('./customers/CustomersPage'));
const CustomerPage = lazy(() => import('./customers/CustomerPage'));
const StockPage = lazy(() => import('./stock/StockPage'));
const AuditPage = lazy(() => import('./audit/AuditPage'));
const ContentLayout = lazy(() => import('./content/ContentLayout'));
const SettingsPage = lazy(() => import('./content/SettingsPage'));
const DeliveryPage = lazy(() => import('./content/DeliveryPage'));
const FaqPage = lazy(() => import('./content/FaqPage'));
const BranchesPage = lazy(() => import('./content/BranchesPage'));
const LegalListPage = lazy(() => import('./content/LegalPages').then((m) => ({ default: m.LegalListPage })));
const LegalEditPage = lazy(() => import('./content/LegalPages').then((m) => ({ default: m.LegalEditPage })));
const QuizPage = lazy(() => import('./quiz/QuizPage'));
const QuizFormPage = lazy(() => import('./quiz/QuizFormPage'));
const CategoriesPage = lazy(() => import('./categories/CategoriesPage'));
const FamiliesPage = lazy(() => import('./variations/FamiliesPage'));
const FamilyPage = lazy(() => import('./variations/FamilyPage'));
const BannersPage = lazy(() => import('./banners/BannersPage'));
const SearchPage = lazy(() => import('./search/SearchPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const CarrierCashPage = lazy(() => import('./payouts/CarrierCashPage'));
const StaffPage = lazy(() => import('./staff/StaffPage'));

export const SECTIONS: readonly Section[] = [
  { path: '', key: 'dashboard', Icon: LayoutDashboard, area: 'money', routes: [{ index: true, Component: DashboardPage }] },
  { path: 'alerts', key: 'alerts', Icon: BellRing, area: 'everyone', routes: [{ path: 'alerts', Component: AlertsPage }] },
  {
    path: 'orders',
    key: 'orders',
    Icon: PackageCheck,
    area: 'orders',
    routes: [
      { path: 'orders', Component: OrdersPage },
      { path: 'orders/:orderId', Component: OrderPage },
      { path: 'orders/:orderId/slip', Component: PackingSlipPage },
      { path: 'orders/slips', Component: PackingSlipPage },
    ],
  },
  { path: 'returns', key: 'returns', Icon: Undo2, area: 'orders', routes: [{ path: 'returns', Component: ReturnsPage }] },
  { path: 'reports', key: 'reports', Icon: ChartColumn, area: 'money', routes: [{ path: 'reports', Component: ReportsPage }] },
  {
    path: 'carrier-cash',
    key: 'carrierCash',
    Icon: Banknote,
    area: 'money',
    routes: [{ path: 'carrier-cash', Component: CarrierCashPage }],
  },
  {
    path: 'products',
    key: 'products',
    Icon: ShoppingBasket,
    area: 'catalogue',
    routes: [
      { path: 'products', Component: ProductsPage },
      { path: 'products/new', Component: ProductFormPage },
      { path: 'products/:productId', Component: ProductFormPage },
    ],
  },
  { path: 'taxonomy', key: 'taxonomy', Icon: FolderTree, area: 'catalogue', routes: [{ path: 'taxonomy', Component: CategoriesPage }] },
  {
    path: 'variations',
    key: 'variations',
    Icon: Layers,
    area: 'catalogue',
    routes: [
      { path: 'variations', Component: FamiliesPage },
      { path: 'variations/:productId', Component: FamilyPage },
    ],
  },
  { path: 'banners', key: 'banners', Icon: GalleryHorizontalEnd, area: 'marketing', routes: [{ path: 'banners', Component: BannersPage }] },
  { path: 'stock', key: 'stock', Icon: Boxes, area: 'catalogue', routes: [{ path: 'stock', Component: StockPage }] },
  { path: 'coupons', key: 'coupons', Icon: TicketPercent, area: 'marketing', routes: [{ path: 'coupons', Component: CouponsPage }] },
  { path: 'reviews', key: 'reviews', Icon: MessageSquareText, area: 'catalogue', routes: [{ path: 'reviews', Component: ReviewsPage }] },
  { path: 'search', key: 'search', Icon: SearchCheck, area: 'catalogue', routes: [{ path: 'search', Component: SearchPage }] },
  {
    path: 'notifications',
    key: 'notifications',
    Icon: Bell,
    area: 'marketing',
    routes: [{ path: 'notifications', Component: NotificationsPage }],
  },
  {
    path: 'customers',
    key: 'customers',
    Icon: Users,
    area: 'orders',
    routes: [
      { path: 'customers', Component: CustomersPage },
      { path: 'customers/:customerId', Component: CustomerPage },
    ],
  },
  {
    path: 'content',
    key: 'content',
    Icon: FileText,
    area: 'settings',
    routes: [
      {
        path: 'content',
        Component: ContentLayout,
        children: [
          { index: true, Component: SettingsPage },
          { path: 'delivery', Component: DeliveryPage },
          { path: 'faq', Component: FaqPage },
          { path: 'branches', Component: BranchesPage },
          { path: 'legal', Component: LegalListPage },
          { path: 'legal/:slug', Component: LegalEditPage },
        ],
      },
    ],
  },
  {
    path: 'quiz',
    key: 'quiz',
    Icon: Leaf,
    area: 'catalogue',
    routes: [
      { path: 'quiz', Component: QuizPage },
      { path: 'quiz/new', Component: QuizFormPage },
      { path: 'quiz/:questionId', Component: QuizFormPage },
    ],
  },
  { path: 'audit', key: 'audit', Icon: History, area: 'audit', routes: [{ path: 'audit', Component: AuditPage }] },
  { path: 'staff', key: 'staff', Icon: UserCog, area: 'staff', routes: [{ path: 'staff', Component: StaffPage }] },
];
