/**
 * Hands a downloaded body to the browser as a file. The link is never added to the page, so this works the
 * same inside a shadow root and leaves the host page untouched.
 */
export function saveFile(data: unknown, fileName: string, contentType?: string | null): void {
  const blob =
    data instanceof Blob
      ? data
      : new Blob([typeof data === 'string' || data instanceof ArrayBuffer ? data : JSON.stringify(data)], {
          type: contentType ?? 'application/octet-stream',
        });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  // The browser has taken the file once the click is handled; give it a moment before letting the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
