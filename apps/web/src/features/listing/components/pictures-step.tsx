// Step 8, 'Pictures' (docs/product.md#validation; docs/product.md#pictures): png, jpg or jpeg checked by
// their first bytes, several at once, at most 20 of at most 10 MB each; previews from object URLs (revoked
// when no longer shown). Pictures cannot be kept in a saved draft, and the step says so.
import { formatNumber, PICTURE_LIMITS } from '@ikaze/domain';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { activeLocale, domainText, fieldError, i18n } from '@/lib/i18n';
import { checkPictures, type PictureProblem } from '../lib/picture-check';
import type { ListingFormValues } from '../lib/form-values';

/** A stable key per chosen file, so that removing one does not rebuild the other previews. */
const fileKeys = new WeakMap<File, number>();
let nextFileKey = 1;
function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

const MEGABYTES = PICTURE_LIMITS.maxBytes / (1024 * 1024);

/** A file's size in whole KB or MB: the formatting module groups whole numbers only. */
function formatSize(bytes: number): string {
  const locale = activeLocale();
  if (bytes >= 1024 * 1024) {
    const size = formatNumber(bytes / (1024 * 1024), locale);
    return i18n._(msg`${size} MB`);
  }
  const size = formatNumber(Math.max(1, bytes / 1024), locale);
  return i18n._(msg`${size} KB`);
}

function Preview({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const number = index + 1;
  const name = file.name;
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[4/3] bg-slate-100">
        {url ? (
          <img src={url} alt={t`Picture ${number}: ${name}`} className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-2 p-2">
        <p className="min-w-0 truncate text-xs text-slate-600" title={file.name}>
          {file.name} · {formatSize(file.size)}
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`Remove ${name}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}

export function PicturesStep({ lostPictureCount }: { lostPictureCount: number }) {
  const { t } = useLingui();
  const { control, setValue, formState } = useFormContext<ListingFormValues>();
  const pictures = useWatch({ control, name: 'pictures' }) ?? [];
  const [problems, setProblems] = useState<PictureProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const full = pictures.length >= PICTURE_LIMITS.maxCount;
  const error = fieldError(formState.errors.pictures?.message);
  const locale = activeLocale();
  const chosen = formatNumber(pictures.length, locale);
  const maxCount = formatNumber(PICTURE_LIMITS.maxCount, locale);
  const megabytes = formatNumber(MEGABYTES, locale);

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // The same file can be chosen again after removing it.
    event.target.value = '';
    if (!files.length) return;
    setChecking(true);
    const { accepted, problems: refused } = await checkPictures(files, pictures.length);
    setChecking(false);
    setProblems(refused);
    if (accepted.length)
      setValue('pictures', [...pictures, ...accepted], { shouldDirty: true, shouldValidate: true });
  }

  function remove(index: number) {
    setValue(
      'pictures',
      pictures.filter((_, i) => i !== index),
      { shouldDirty: true, shouldValidate: true },
    );
    setProblems([]);
  }

  return (
    <div className="space-y-4">
      {lostPictureCount > 0 && pictures.length === 0 ? (
        <Alert tone="info">
          {plural(lostPictureCount, {
            one: 'The picture you chose before the page was reloaded could not be kept: a saved draft holds everything but pictures. Please choose it again.',
            other:
              'The # pictures you chose before the page was reloaded could not be kept: a saved draft holds everything but pictures. Please choose them again.',
          })}
        </Alert>
      ) : null}
      <div className="rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-5 text-center">
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          className="peer sr-only"
          aria-describedby={hintId}
          disabled={full || checking}
          onChange={(event) => void onFiles(event)}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold shadow-sm',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300 peer-focus-visible:ring-offset-2',
            full || checking
              ? 'cursor-not-allowed bg-slate-300 text-slate-600'
              : 'cursor-pointer bg-brand-700 text-white hover:bg-brand-800',
          )}
        >
          <Trans>Choose pictures</Trans>
        </label>
        <p id={hintId} className="mt-2 text-sm text-slate-600">
          <Trans>
            PNG, JPG or JPEG, up to {megabytes} MB each, at most {maxCount}. You can choose several at once.
            Pictures are not kept in the saved draft: add them just before you submit.
          </Trans>
        </p>
        <p className="mt-1 text-sm font-medium text-slate-800" aria-live="polite">
          {checking ? t`Checking pictures…` : t`${chosen} of ${maxCount} pictures chosen`}
        </p>
      </div>
      {problems.length ? (
        <Alert tone="error">
          <ul className="space-y-1">
            {problems.map(({ fileName, message }) => {
              const reason = domainText(message);
              return <li key={`${fileName}:${message}`}>{t`${fileName}: ${reason}`}</li>;
            })}
          </ul>
        </Alert>
      ) : null}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      {pictures.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t`Chosen pictures`}>
          {pictures.map((file, index) => (
            <Preview key={fileKey(file)} file={file} index={index} onRemove={() => remove(index)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>No pictures yet. Listings without pictures show a default picture.</Trans>
        </p>
      )}
    </div>
  );
}
