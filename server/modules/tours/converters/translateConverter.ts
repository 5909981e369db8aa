import type { Converter } from '../../../../src/core/contract/tours.ts';
import { converterText } from '../../../http/messages.ts';

/** A converter as the caller reads it: a shipped one's label and description in their language. */
export function translateConverter(converter: Converter, lang: string): Converter {
  if (!converter.builtin) return converter;
  return {
    ...converter,
    label: converterText(lang, converter.name, 'label') ?? converter.label,
    description: converterText(lang, converter.name, 'description') ?? converter.description,
  };
}
