import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Camera, ChevronRight, MapPin, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type ProfileInfo } from '@shop/contract';
import { changePasswordCall, editProfileCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { PasswordField, TextField } from '../../ui/Field';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { Avatar } from './components/Avatar';
import { MarketingConsentSection } from './MarketingConsentSection';
import { BusinessSection } from './BusinessSection';
import { MyDataSection } from './MyDataSection';
import { PageTitle, Section } from './components/Section';
import { PROFILE_KEY, useProfile } from './api';
import { passwordSchema, profileSchema, type PasswordValues, type ProfileValues } from './schemas';

/** Edit profile (docs/product.md §5: name and phone required) with a photo and its preview before saving. */
function EditProfileForm({ profile }: { profile: ProfileInfo }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  // A new key empties the file input after a save.
  const [inputKey, setInputKey] = useState(0);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [photoError, setPhotoError] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ resolver: zodResolver(profileSchema(t)), defaultValues: { name: profile.name, phone: profile.phone } });

  // The preview is a blob URL of the chosen file; it is released when replaced or on leaving.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choosePhoto = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setPhotoError(file.type.startsWith('image/') ? '' : t('errors.notAnImage'));
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  };

  const edit = useApiMutation({
    run: (values: ProfileValues) => api(editProfileCall, { ...values, profile_photo: photo ?? undefined }),
    onDone: (answer) => {
      queryClient.setQueryData(PROFILE_KEY, answer.data);
      setPhoto(null);
      setPreview('');
      setInputKey((k) => k + 1);
      toast.success(answer.msg);
    },
    onRefused: (refusal) => (photo ? setPhotoError(refusal.message) : toast.error(refusal.message)),
    onFailed: () => toast.error(t('errors.editFailed')),
  });
  // mutateAsync keeps the form submitting until the answer; the outcome is handled above.
  const save = handleSubmit((values) => edit.mutateAsync(values).catch(() => undefined));

  return (
    <form onSubmit={save} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={profile.name} photo={preview || profile.profile_photo} size={88} />
        <div className="space-y-1">
          <input key={inputKey} id="profile-photo" type="file" accept="image/*" className="sr-only" onChange={choosePhoto} />
          <label htmlFor="profile-photo" className="btn btn-secondary cursor-pointer">
            <Camera size={18} aria-hidden="true" />
            {t('profile.choosePhoto')}
          </label>
          <p className="text-sm text-ink-600">{photo ? t('profile.photoChosen', { name: photo.name }) : t('profile.photoHint')}</p>
          {photoError && (
            <p role="alert" className="text-sm text-danger-700">
              {photoError}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('fields.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          dir="ltr"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {t('profile.save')}
      </button>
    </form>
  );
}

/** Change password (docs/product.md §5): the server's refusal is shown under the field it names (the current password by default). */
function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordSchema(t)), defaultValues: { old_pwd: '', new_pwd: '', confirm: '' } });

  const change = useApiMutation({
    run: ({ old_pwd, new_pwd }: PasswordValues) => api(changePasswordCall, { old_pwd, new_pwd }),
    onDone: (answer) => {
      reset();
      toast.success(answer.msg);
    },
    onRefused: (refusal) => {
      // A new password the server refuses (too common, contains the e-mail's name) names new_pwd.
      const field = (refusal.answer.data as { field?: unknown } | null)?.field === 'new_pwd' ? 'new_pwd' : 'old_pwd';
      setError(field, { message: refusal.message }, { shouldFocus: true });
    },
    onFailed: () => toast.error(t('errors.passwordFailed')),
  });
  const save = handleSubmit((values) => change.mutateAsync(values).catch(() => undefined));

  return (
    <form onSubmit={save} noValidate className="space-y-4">
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        error={errors.old_pwd?.message}
        {...register('old_pwd')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('fields.newPassword')}
          autoComplete="new-password"
          error={errors.new_pwd?.message}
          {...register('new_pwd')}
        />
        <PasswordField
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
      </div>
      <button type="submit" className="btn btn-secondary" disabled={isSubmitting}>
        {t('password.save')}
      </button>
    </form>
  );
}

/** /myprofile/personalsettings: edit profile, e-mail, change password, the business profile and the way to the delivery addresses. */
export default function PersonalSettingsPage() {
  const { t } = useTranslation('profile');
  usePageMeta(t('menu.personalSettings'));
  const profile = useProfile();
  return (
    <div className="space-y-5">
      <PageTitle>{t('menu.personalSettings')}</PageTitle>
      <Section title={t('profile.title')} id="edit-profile">
        <QueryState
          query={profile}
          loading={<LoadingLine />}
          failed={
            <p role="alert" className="text-danger-700">
              {t('errors.profileFailed')}
            </p>
          }
        >
          {(data) => <EditProfileForm key={data.id} profile={data} />}
        </QueryState>
      </Section>
      <Section
        title={t('email.title')}
        id="email"
        action={
          <Link to="/myprofile/editemail" className="btn btn-quiet text-honey-800">
            <Pencil size={16} aria-hidden="true" />
            {t('email.change')}
          </Link>
        }
      >
        <p className="font-medium text-ink-800" dir="ltr">
          {profile.data?.email ?? '\u00a0'}
        </p>
      </Section>
      <Section title={t('password.title')} id="change-password">
        <ChangePasswordForm />
      </Section>
      <BusinessSection />
      <Link
        to="/myprofile/addresses"
        className="group flex items-center gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 transition-shadow hover:shadow-lift"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-honey-100 text-honey-800">
          <MapPin size={22} aria-hidden="true" />
        </span>
        <span className="flex-1">
          <span className="block font-bold text-ink-900">{t('addresses:addresses.title')}</span>
          <span className="block text-sm text-ink-600">{t('addresses:addresses.summary')}</span>
        </span>
        <ChevronRight size={20} aria-hidden="true" className="flip-rtl text-ink-400 group-hover:text-honey-700" />
      </Link>
      <MarketingConsentSection />
      <MyDataSection />
    </div>
  );
}
