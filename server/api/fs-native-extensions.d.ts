// The part of fs-native-extensions (which ships no types) that lockDataDir uses.
declare module 'fs-native-extensions' {
  /** An exclusive (or shared) lock on an open file; false when another holder has it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean
}
