import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { PICTURE_ACCEPT, pictureProblem, type GiftPictureValue } from '../lib/gift-form';
import { GiftPicture } from './gift-picture';

type GiftPictureFieldProps = {
  value: GiftPictureValue;
  onChange: (value: GiftPictureValue) => void;
  /** A chosen file that cannot be the picture: what to say under the field. */
  onReject: (message: string) => void;
  error?: string;
  /** The choose button: where the form puts focus on an error. */
  ref?: (node: HTMLButtonElement | null) => void;
};

/** Choose, replace or remove a gift's picture; nothing is uploaded until the form is saved. */
export function GiftPictureField({ value, onChange, onReject, error, ref }: GiftPictureFieldProps) {
  const { t } = useTranslation('gift-catalogue');
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement | null>(null);
  // What a chosen file replaced: the gift's own picture comes back if the file turns out unreadable.
  const replaced = useRef<GiftPictureValue>(null);

  // A chosen file is shown from a blob URL: it is let go once replaced, removed or the dialog closes.
  useEffect(() => {
    if (value?.kind !== 'chosen') return undefined;
    const { url } = value;
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a rejection.
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) onReject(t(problem === 'tooLarge' ? 'form.pictureTooLarge' : 'form.pictureType'));
    else {
      // Over an earlier chosen file, what that one replaced is still what comes back.
      if (value?.kind !== 'chosen') replaced.current = value;
      onChange({ kind: 'chosen', file, url: URL.createObjectURL(file) });
    }
  };
  // A file can have an image's type and size and still not be one (cut off, or renamed): the
  // browser failing to draw the preview says so before anything is uploaded.
  const unreadable = (src: string) => {
    if (value?.kind !== 'chosen' || value.url !== src) return;
    onChange(replaced.current);
    onReject(t('form.pictureUnreadable'));
  };
  const remove = () => {
    onChange(null);
    // The remove button goes away with the picture: focus stays in the field.
    chooseButton.current?.focus();
  };

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-txt">
        {t('form.picture')}
      </span>
      <div className="flex items-center gap-4 xs:gap-3">
        <GiftPicture
          src={value?.url ?? null}
          alt={t('form.picturePreview')}
          eager
          onFailed={unreadable}
          className={`w-36 rounded-md xs:w-28 ${error ? 'outline-2 outline-error' : ''}`}
        />
        <div className="flex min-w-0 flex-col items-start gap-1">
          <input
            ref={input}
            type="file"
            accept={PICTURE_ACCEPT}
            aria-label={t('form.pictureFile')}
            tabIndex={-1}
            hidden
            onChange={choose}
          />
          <Button
            variant="secondary"
            ref={(node) => {
              chooseButton.current = node;
              ref?.(node);
            }}
            aria-describedby={messageId}
            onClick={() => input.current?.click()}
          >
            {value ? t('form.pictureReplace') : t('form.pictureChoose')}
          </Button>
          {value ? (
            <Button variant="ghost" onClick={remove} className="px-3">
              {t('form.pictureRemove')}
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-xs text-muted">
          {t('form.pictureHint')}
        </p>
      )}
    </div>
  );
}
