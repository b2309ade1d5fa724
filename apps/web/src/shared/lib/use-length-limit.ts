import { type ChangeEventHandler, type ClipboardEventHandler, type InputEventHandler, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Why text stopped going into a field with a length limit: a paste cut short, or a full field. */
type LengthNotice = 'cut' | 'full';

/** The field's own handlers, called after the limit's. */
type FieldHandlers<T extends TextControl> = {
  onPaste?: ClipboardEventHandler<T>;
  onBeforeInput?: InputEventHandler<T>;
  onChange?: ChangeEventHandler<T>;
};

/** Room left for new text: what the limit allows beyond the value, plus the selection it replaces. */
function roomIn(field: TextControl, maxLength: number): number {
  const selected = Math.abs((field.selectionEnd ?? 0) - (field.selectionStart ?? 0));
  return maxLength - field.value.length + selected;
}

/**
 * A field's `maxLength` made visible. The browser drops whatever goes past it without a word, so a
 * pasted name cut at 100 characters looked whole. `notice` tells a paste that did not fit or a key
 * pressed in a full field, until the value is under the limit again (null without a limit);
 * `handlers` go on the field, the field's own ones composed in.
 */
export function useLengthLimit<T extends TextControl>(maxLength: number | undefined, own: FieldHandlers<T>) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<LengthNotice | null>(null);
  const handlers: Required<FieldHandlers<T>> = {
    onPaste(event) {
      if (maxLength !== undefined)
        setNotice(event.clipboardData.getData('text').length > roomIn(event.currentTarget, maxLength) ? 'cut' : null);
      own.onPaste?.(event);
    },
    onBeforeInput(event) {
      // A key's character; a paste (Chromium announces it here too) is onPaste's.
      if (maxLength !== undefined && event.data?.length === 1 && roomIn(event.currentTarget, maxLength) < 1) setNotice('full');
      own.onBeforeInput?.(event);
    },
    onChange(event) {
      if (maxLength !== undefined && event.currentTarget.value.length < maxLength) setNotice(null);
      own.onChange?.(event);
    },
  };
  return { notice: maxLength !== undefined && notice ? t(`length.${notice}`, { max: maxLength }) : null, handlers };
}
