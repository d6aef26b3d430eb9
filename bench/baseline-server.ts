// The bare baseline every scenario is compared with: Fastify answering a constant JSON body.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
