// Placeholder until this screen is built (see the client issues).
export default function ArenasPage() {
  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">Find Arenas</h1>
    </div>
  );
}
