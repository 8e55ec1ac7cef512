// The yardstick for bench:api: Fastify answering a constant, with nothing behind it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
