// The part of zod's `z` namespace docgen's schemas use (see `zod.ts`). A schema needing another
// builder adds its name here; the bundle then holds what that name reaches.
export {
  array,
  boolean,
  custom,
  date,
  discriminatedUnion,
  enum,
  lazy,
  literal,
  looseObject,
  null,
  number,
  record,
  strictObject,
  string,
  union,
  unknown,
  url,
  ZodType,
} from 'zod';
export type { input, output } from 'zod';
