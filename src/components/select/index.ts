export { Select, type SelectProps } from './Select.tsx';
export { MultiSelect, type MultiSelectProps } from './MultiSelect.tsx';
export {
  filterItems,
  groupItems,
  toSelectItems,
  type SelectFields,
  type SelectGroup,
  type SelectId,
  type SelectItem,
} from './selectItems.ts';
