/** What the content service's handlers need to know of the shop. */
export interface ContentSettings {
  /** PUBLIC_URL: the shop's address, for each page's `link`. */
  readonly publicUrl: string;
}
