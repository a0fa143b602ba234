/** Saves `text` as a CSV file through the browser's download. */
export function downloadText(text: string, fileName: string) {
  downloadBlob(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** Saves a file the page built (a report), as the browser's download. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
