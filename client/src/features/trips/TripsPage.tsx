// Placeholder until this screen is built (see the client issues).
export default function TripsPage() {
  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">My Trips</h1>
    </div>
  );
}
