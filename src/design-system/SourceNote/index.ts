export { SourceNote, type SourceNoteProps, type SourceNoteLink } from './SourceNote'
