// The benchmark's baseline (npm run bench): a bare route that renders one static line.
export default function BenchBaseline() {
  return <p>Baseline</p>;
}
