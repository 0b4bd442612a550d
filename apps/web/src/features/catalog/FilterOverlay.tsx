import type { ReactNode } from 'react';
import { Dialog } from '../../ui/Dialog';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/**
 * The filter panel's overlay card below 990 px (its own chunk, with Radix's dialog: loaded when first opened).
 * The backdrop closes it, a click inside does not.
 */
export default function FilterOverlay({
  open,
  onOpenChange,
  title,
  panel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  panel: Omit<FilterPanelProps, 'inOverlay'>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <FilterPanel {...panel} inOverlay />
    </Dialog>
  );
}
