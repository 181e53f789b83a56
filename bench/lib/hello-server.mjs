// The baseline: a Fastify hello-world route, run in its own process like the API server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
