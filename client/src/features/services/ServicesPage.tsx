// Placeholder until this screen is built (see the client issues).
export default function ServicesPage() {
  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">Find Services</h1>
    </div>
  );
}
