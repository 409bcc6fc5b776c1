/** The part of fs-native-extensions (prebuilt N-API binaries, no build step) the folder lock uses. */
declare module "fs-native-extensions" {
  /** An exclusive lock on the open file (Linux: an open-file-description lock); false if held. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
