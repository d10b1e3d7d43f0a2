import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';

import { fail, renderWithProviders, stubFetch, type Routes as ApiRoutes } from '@/testing';

import { CategoryPage } from '../category-page';
import { LessonPage } from '../lesson-page';
import { LessonsPage } from '../lessons-page';

/** Stubs fetch: `GET /api/lessons` → routes['GET /lessons'], 404 for anything not listed. */
export function stubApi(routes: ApiRoutes) {
  return stubFetch(routes, { unmatched: () => fail(404, 'Lesson not found', 'not_found') });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

export function renderAt(path: string, extra?: ReactNode) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/lessons" element={<LessonsPage />} />
        <Route path="/lessons/category/:categoryId" element={<CategoryPage />} />
        <Route path="/lessons/:lessonId" element={<LessonPage />} />
      </Routes>
      <Where />
      {extra}
    </>,
    { route: path },
  );
}
