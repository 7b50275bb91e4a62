export {
  SourceNote,
  type SourceNoteProps,
  type SourceNoteLink,
  type SourceNoteKind,
} from './SourceNote'
