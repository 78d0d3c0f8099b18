/** Saves a data URL (or blob URL) as a file through a temporary `<a download>`: works in browsers and Electron. */
export function downloadUrl(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
