// Placeholder until this screen is built (see the client issues).
export default function CreateTripPage() {
  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">Create New Trip</h1>
    </div>
  );
}
