import { type CatalogueFile, type CatalogueFont, parseCatalogue } from './google-catalogue';
import catalogueUrl from './google-catalogue.json?url';

let loading: Promise<CatalogueFont[]> | null = null;

/**
 * The Google Fonts catalogue, fetched once from the app's own assets the first time a picker opens
 * (the JSON is a hashed asset file, so no chunk carries it). A failed fetch can be tried again.
 */
export function loadCatalogue(): Promise<CatalogueFont[]> {
  loading ??= fetch(catalogueUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`catalogue answered ${res.status}`);
      return res.json() as Promise<CatalogueFile>;
    })
    .then(parseCatalogue)
    .catch((error) => {
      loading = null;
      throw error;
    });
  return loading;
}
