// STUB (replaced by the shell work).
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';

export function ShellLayout() {
  return (
    <div>
      <nav>
        <Link to="/dashboard">Dashboard</Link> <Link to="/logistics-management/driver-management">Driver Management</Link>
      </nav>
      <main>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
