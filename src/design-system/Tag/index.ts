export { Tag, type TagProps, type TagTone } from './Tag'
