// The admin panel's rules, one module per subject. Every write checks the caller is an admin (the
// routers check too, but other helpers' REST paths delegate here) and leaves a row in the audit trail.

export * from './admin.auditoria.service.js';
export * from './admin.catalogo.service.js';
export * from './admin.fornecedores.service.js';
export * from './admin.sistema.service.js';
export * from './admin.usuarios.service.js';
