const t0 = performance.now();
const tf = await import('@tensorflow/tfjs-core');
await import('@tensorflow/tfjs-core/dist/register_all_gradients.js');
const t1 = performance.now();
await import('@tensorflow/tfjs-backend-wasm');
const t2 = performance.now();
await tf.setBackend('wasm');
await tf.ready();
const t3 = performance.now();
console.log(
  'import tfjs',
  (t1 - t0).toFixed(0),
  'wasm',
  (t2 - t1).toFixed(0),
  'ready',
  (t3 - t2).toFixed(0),
  tf.getBackend(),
  tf.env().features,
);
const a = tf.randomNormal([256, 256]);
const s = performance.now();
for (let i = 0; i < 50; i++) {
  const c = tf.matMul(a, a);
  c.dataSync();
  c.dispose();
}
console.log('256 matmul ms', ((performance.now() - s) / 50).toFixed(2));
const x = tf.variable(tf.randomNormal([10, 3]));
const g = tf.grad((v) => tf.sum(tf.square(v)))(x);
console.log(g.shape);
