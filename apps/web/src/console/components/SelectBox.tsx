// A row's box in a list's selection (orders to move together, products to edit together).
export function SelectBox({
  id,
  label,
  checked,
  onChange,
}: {
  id: number;
  label: string;
  checked: boolean;
  onChange: (id: number, on: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-honey-600"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(id, e.target.checked)}
    />
  );
}
