/**
 * A one-line progress indicator on stderr: redrawn in place on a terminal, otherwise printed only when
 * the count changes, so logs of a piped run stay short. stdout stays free for the result.
 */
export function progressIndicator(label: string, stream: NodeJS.WriteStream = process.stderr) {
  const frames = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
  let frame = 0;
  let last = '';
  return {
    update: (done: number | null, total: number) => {
      const count = done === null ? `…/${total}` : `${done}/${total}`;
      if (stream.isTTY) {
        stream.write(`\r${frames[frame++ % frames.length]} ${label} ${count}`);
      } else if (count !== last) {
        stream.write(`${label} ${count}\n`);
      }
      last = count;
    },
    end: () => {
      if (stream.isTTY) stream.write('\r\u001b[K');
    },
  };
}
