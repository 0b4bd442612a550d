// The catalogue's structure: groups (the shop's top chips) and categories with their icons and
// sub-categories (the shop's category slider and strips). Names in both languages, order, visibility;
// something still in use cannot be deleted (the server says what uses it). The console's 'Categories' section,
// at /admin/taxonomy.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';
import { CategoriesSection } from './CategoriesSection';
import { GroupsSection } from '../groups/GroupsSection';

export default function CategoriesPage() {
  const { t } = useTranslation('console');
  return (
    <>
      <PageHeader title={t('nav.taxonomy')} />
      <div className="space-y-6">
        <CategoriesSection />
        <GroupsSection />
      </div>
    </>
  );
}
