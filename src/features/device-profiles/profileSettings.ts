/** A profile's settings as short "name: value" lines, nested values written as JSON. */
export function profileSettings(settings: Record<string, unknown>): string[] {
  return Object.entries(settings).map(([name, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${name}: ${text ?? ''}`;
  });
}
