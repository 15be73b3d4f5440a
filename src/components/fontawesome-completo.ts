// The whole Font Awesome Free icon font (core, solid, regular, brands, v4 names): loaded only by
// IconeFa when an admin-chosen link category class is outside the inline subset.
import '@fortawesome/fontawesome-free/css/fontawesome.min.css';
import '@fortawesome/fontawesome-free/css/solid.min.css';
import '@fortawesome/fontawesome-free/css/regular.min.css';
import '@fortawesome/fontawesome-free/css/brands.min.css';
import '@fortawesome/fontawesome-free/css/v4-shims.min.css';
