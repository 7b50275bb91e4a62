export {
  SourceNote,
  isOldSource,
  type SourceNoteProps,
  type SourceNoteLink,
  type SourceNoteKind,
} from './SourceNote'
