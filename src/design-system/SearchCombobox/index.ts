export {
  SearchCombobox,
  type SearchComboboxProps,
  type SearchComboboxResult,
} from './SearchCombobox'
