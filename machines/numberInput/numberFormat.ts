// The number input's rules (spec section 5 'Number input'), as pure functions
// the numberInput machine and its tests share.

export interface NumberInputOptions {
  /** null: no lower bound, and a minus sign may be typed. */
  min: number | null;
  max: number | null;
  step: number;
  prefix: string;
  suffix: string;
  mode: 'decimal' | 'currency';
  currency: string;
  fractionDigits: number;
  locale: string;
  /** false: an empty field becomes 0 (then clamped to min). */
  allowEmpty: boolean;
}

/** The payment forms' defaults: Turkish lira, tr-TR (spec sections 5 and 9). */
export const DEFAULT_NUMBER_OPTIONS: NumberInputOptions = {
  min: null,
  max: null,
  step: 1,
  prefix: '₺',
  suffix: '',
  mode: 'decimal',
  currency: 'TRY',
  fractionDigits: 2,
  locale: 'tr-TR',
  allowEmpty: true,
};

export function numberOptions(partial: Partial<NumberInputOptions> = {}): NumberInputOptions {
  return { ...DEFAULT_NUMBER_OPTIONS, ...partial };
}

/**
 * Intl formatters by their locale and options. Building one costs more than
 * formatting with it (ICU loads the locale's data), and these run at every
 * key a player types into a number box (issue 31: input delay on a slow phone).
 */
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

const separators = new Map<string, string>();
/** The locale's decimal separator: ',' for tr-TR, '.' for en. */
export function decimalSeparator(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined)
    separators.set(
      locale,
      (separator =
        numberFormat(locale)
          .formatToParts(1.5)
          .find((part) => part.type === 'decimal')?.value ?? '.'),
    );
  return separator;
}

const minusAllowed = (options: NumberInputOptions) => options.min === null || options.min < 0;

/**
 * What may stay of a typed text: digits, one decimal separator (when the
 * options allow fractions) and a leading minus (only when min allows
 * negatives). '.' typed on a tr-TR keyboard counts as the separator.
 */
export function sanitizeNumberText(text: string, options: NumberInputOptions): string {
  const separator = decimalSeparator(options.locale);
  let out = '';
  let seenSeparator = false;
  for (const [index, ch] of [...text].entries()) {
    if (ch >= '0' && ch <= '9') out += ch;
    else if (ch === '-' && index === 0 && minusAllowed(options)) out += ch;
    else if ((ch === separator || ch === '.' || ch === ',') && !seenSeparator && options.fractionDigits > 0) {
      // A ',' or '.' that is not this locale's separator is a group separator, pasted: skipped.
      if (ch !== separator && ch !== '.') continue;
      seenSeparator = true;
      out += separator;
    }
  }
  if (seenSeparator) {
    const [whole, fraction = ''] = out.split(separator);
    out = `${whole}${separator}${fraction.slice(0, options.fractionDigits)}`;
  }
  return out;
}

/** The number a sanitised text stands for; '' and a lone '-' are empty (null). */
export function parseNumberText(text: string, options: NumberInputOptions): number | null {
  const clean = sanitizeNumberText(text, options);
  if (clean === '' || clean === '-') return null;
  const value = Number(clean.replace(decimalSeparator(options.locale), '.'));
  return Number.isFinite(value) ? value : null;
}

/** Below min becomes min, above max becomes max; empty stays empty unless empty is not allowed (then 0, clamped). */
export function clampNumber(value: number | null, options: NumberInputOptions): number | null {
  if (value === null) {
    if (options.allowEmpty) return null;
    value = 0;
  }
  if (options.min !== null && value < options.min) return options.min;
  if (options.max !== null && value > options.max) return options.max;
  return value;
}

/** One step up or down from the value (empty counts as 0), clamped. */
export function stepNumber(value: number | null, direction: 1 | -1, options: NumberInputOptions): number | null {
  const next = Math.round(((value ?? 0) + direction * options.step) * 10 ** options.fractionDigits) / 10 ** options.fractionDigits;
  return clampNumber(next, { ...options, allowEmpty: false });
}

/** The value as shown when not editing: '₺1.234,50' (currency mode uses the currency's symbol). */
export function formatNumber(value: number | null, options: NumberInputOptions): string {
  if (value === null) return '';
  const format = numberFormat(options.locale, {
    ...(options.mode === 'currency' ? { style: 'currency', currency: options.currency } : {}),
    minimumFractionDigits: 0,
    maximumFractionDigits: options.fractionDigits,
  });
  const body = format.format(value);
  return options.mode === 'currency' ? `${body}${options.suffix}` : `${options.prefix}${body}${options.suffix}`;
}

/** The value as typed while editing: plain digits with the locale's separator, no grouping. */
export function editableText(value: number | null, options: NumberInputOptions): string {
  if (value === null) return '';
  return String(value).replace('.', decimalSeparator(options.locale));
}
