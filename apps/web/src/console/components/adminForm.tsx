// The console's forms: react-hook-form checked with the contract's schema of the call the form sends (the same
// rules the server applies), errors worded in the page's language beside their field, the server's refusals
// naming a field shown on that field, and a question before unsaved changes are left (closing the tab, the
// browser's back button, a link inside the shop).
import { createContext, useCallback, useContext, useEffect, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueReason, knownReason, type Call, type Lang } from '@shop/contract';
import type { Answer } from '../../api';
import { useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { toast } from '../../ui/toast';

type Wire = Record<string, unknown>;

/** A reason as a sentence: 'required' → 'Required' (Arabic has no case). */
export const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A resolver that checks what the form would send, `toFields(values)`, with the call's request schema (wire
 * format: text as typed, AED, 0/1 flags): the form's rules are the contract's, never a second copy. Each
 * refused field gets the contract's reason (issueReason, as the server words it) in the page's language; a
 * field the form has no input for is reported on the form (root).
 */
export function contractResolver<V extends FieldValues>(schema: z.ZodType, toFields: (values: V) => Wire, lang: Lang): Resolver<V> {
  return async (values) => {
    const fields = toFields(values);
    const result = await schema.safeParseAsync(fields);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] === undefined ? '' : String(issue.path[0]);
      const why = sentence(issueReason(issue, name ? fields[name] : fields)[lang]);
      const key = name in values ? name : 'root';
      errors[key] ??= { type: issue.code, message: key === 'root' ? `${name}: ${why}` : why };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

export interface AdminForm<V extends FieldValues> extends UseFormReturn<V> {
  /** The wire fields of the current values, as the schema checked them. */
  toFields: (values: V) => Wire;
  /**
   * A refusal of the server: on the field it names when the form has it (focused), else a toast. True when
   * `answer` is a refusal, so a caller stops there.
   */
  refused: <A extends Answer<Call>>(answer: A) => answer is Extract<A, { status: false }>;
  /** The values are saved: they are the form's new starting point (nothing unsaved any more). */
  saved: (values?: V) => void;
}

/** A console form checked with `schema` (a contract call's request) on the fields `toFields` makes of its values. */
export function useAdminForm<V extends FieldValues>({
  schema,
  defaultValues,
  toFields,
}: {
  schema: z.ZodType;
  defaultValues: DefaultValues<V>;
  toFields: (values: V) => Wire;
}): AdminForm<V> {
  const lang = useLang();
  const form = useForm<V>({ resolver: contractResolver(schema, toFields, lang), defaultValues, mode: 'onTouched' });
  const refused = <A extends Answer<Call>>(answer: A): answer is Extract<A, { status: false }> => {
    if (answer.status) return false;
    const { field, reason } = (answer.data as { field?: unknown; reason?: unknown } | null) ?? {};
    // A refused item of a list is named with its place ('terms.2'): the form's field is the list.
    const name = typeof field === 'string' ? field.split('.')[0]! : '';
    // Beside its field (which the form labels) the reason alone, in the page's language: the server's msg names the
    // field by its wire name (starts_at), which the owner never sees.
    const known = typeof reason === 'string' ? knownReason(reason) : undefined;
    const message = known ? sentence(known[lang]) : answer.msg;
    if (name && name in form.getValues()) form.setError(name as Path<V>, { type: 'server', message }, { shouldFocus: true });
    else toast.error(answer.msg);
    return true;
  };
  const saved = (values?: V) => form.reset(values ?? form.getValues());
  return { ...form, toFields, refused, saved };
}

/** The props of a controlled text field (the console's TextField of forms.tsx) bound to `name`. */
export function bind<V extends FieldValues>(form: AdminForm<V>, name: Path<V>) {
  return {
    value: String(form.watch(name) ?? ''),
    onChange: (value: string) =>
      form.setValue(name, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
    error: form.formState.errors[name]?.message as string | undefined,
  };
}

/** The props of a BiField bound to `${base}_en` and `${base}_ar`. */
export function bindBi<V extends FieldValues>(form: AdminForm<V>, base: string) {
  const en = bind(form, `${base}_en` as Path<V>);
  const ar = bind(form, `${base}_ar` as Path<V>);
  return {
    value: { en: en.value, ar: ar.value },
    onChange: (lang: 'en' | 'ar', value: string) => (lang === 'en' ? en : ar).onChange(value),
    errors: { en: en.error, ar: ar.error },
  };
}

/**
 * The form element of an AdminForm: checks before sending (nothing is sent while a field is refused), gives
 * `onValid` the wire fields and the values, shows a refusal that names no field of the form, and tells the
 * console's LeaveGuard while it has unsaved changes.
 */
export function AdminFormElement<V extends FieldValues>({
  form,
  onValid,
  children,
  ...props
}: {
  form: AdminForm<V>;
  onValid: (fields: Wire, values: V) => unknown;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>) {
  const root = form.formState.errors.root;
  useReportUnsaved(form.formState.isDirty);
  return (
    <form {...props} noValidate onSubmit={form.handleSubmit((values) => onValid(form.toFields(values), values))}>
      {children}
      {root?.message && (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {root.message}
        </p>
      )}
    </form>
  );
}

/** The form's submit button at the end of its row; it waits while the form's change is `busy`. */
export function SubmitRow({ busy, className, children }: { busy: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `flex justify-end ${className}` : 'flex justify-end'}>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {children}
      </button>
    </div>
  );
}

/** How many forms of the console have unsaved changes: each dirty form adds 1 while it is dirty. */
const UnsavedContext = createContext<(change: 1 | -1) => void>(() => undefined);

/** Tells the console's LeaveGuard while `dirty` (a form or a grid with unsaved changes). */
export function useReportUnsaved(dirty: boolean) {
  const report = useContext(UnsavedContext);
  useEffect(() => {
    if (!dirty) return;
    report(1);
    return () => report(-1);
  }, [dirty, report]);
}

/** Around the console: one LeaveGuard for all its forms (a page may have several, e.g. a fee on each row). */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const [unsaved, setUnsaved] = useState(0);
  const report = useCallback((change: 1 | -1) => setUnsaved((n) => n + change), []);
  return (
    <UnsavedContext.Provider value={report}>
      {children}
      <LeaveGuard dirty={unsaved > 0} />
    </UnsavedContext.Provider>
  );
}

/** Marks the entry the guard adds on top of the page's own in the browser's history (see LeaveGuard). */
const GUARD = 'adminLeaveGuard';
const onGuardEntry = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD]);
const addGuardEntry = () => {
  if (!onGuardEntry()) window.history.pushState({ ...(window.history.state as object | null), [GUARD]: true }, '');
};

/**
 * While `dirty`, leaving asks first (a styled question in the page's language): closing or reloading the tab
 * (the browser's own question), a link inside the shop, and the browser's back button. The shop uses
 * BrowserRouter, which has no navigation blocker (useBlocker needs the data router), so links are caught on
 * their way to the router, and the back button is caught with an entry of the same page added on top of the
 * history: going back removes it and stays on the page, which then asks; 'Stay' adds it again, 'Leave' goes
 * back once more. The entry is removed when the changes are saved or left by a link.
 */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('console');
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    armed.current = true;
    let passing = false;
    addGuardEntry();
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    const onClick = (e: MouseEvent) => {
      if (passing || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      e.preventDefault();
      e.stopPropagation();
      setLeave(() => () => {
        passing = true;
        if (!onGuardEntry()) return link.click();
        // The added entry goes first, so going back from the next page does not land on it.
        window.addEventListener('popstate', () => link.click(), { once: true });
        window.history.back();
      });
    };
    const onPop = () => {
      if (passing || onGuardEntry()) return;
      setLeave(() => () => {
        passing = true;
        window.history.back();
      });
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    return () => {
      armed.current = false;
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
      // Saved (or back to the saved values): the added entry goes, unless the guard is at once armed again.
      if (!passing)
        setTimeout(() => {
          if (!armed.current && onGuardEntry()) window.history.back();
        });
    };
  }, [dirty]);
  return (
    <ConfirmDialog
      open={leave !== null}
      onOpenChange={(open) => {
        if (open) return;
        // Staying: the back button asks again next time.
        setLeave(null);
        if (armed.current) addGuardEntry();
      }}
      title={t('leave.title')}
      message={t('leave.message')}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      onConfirm={() => {
        setLeave(null);
        leave?.();
      }}
    />
  );
}
