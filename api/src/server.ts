import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, serveSite: true });
  const close = async (): Promise<void> => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Storefront ready at http://localhost:${port}/`);
  // The one line a person starting the product looks for, also when logs are JSON.
  process.stdout.write(`\nStorefront: http://localhost:${port}/\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
