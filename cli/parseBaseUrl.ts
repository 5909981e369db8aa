import { InvalidArgumentError } from 'commander';

/** Accepts an absolute http(s) URL; a mistyped base fails as a usage error before any call is made. */
export function parseBaseUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('expected an absolute URL such as http://localhost:8080/api/');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('expected http or https');
  return value;
}
