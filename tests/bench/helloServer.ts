import Fastify from 'fastify';

/** A Fastify hello-world on a free port, the baseline a bench measures the API against. */
export async function startHelloServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });
  const address = hello.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    close: () => hello.close(),
  };
}
