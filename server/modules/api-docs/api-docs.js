// Starts Swagger UI on /ebsn/docs with the shop's two contracts. A file of its own, not an inline
// script: the page keeps the shop's CSP (script-src 'self').
/* global SwaggerUIBundle, SwaggerUIStandalonePreset */
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    urls: [
      { url: '/ebsn/docs/ebsn.yaml', name: 'API del negozio (ebsn.yaml)' },
      { url: '/ebsn/docs/content.yaml', name: 'API dei contenuti (content.yaml)' },
    ],
    'urls.primaryName': 'API del negozio (ebsn.yaml)',
    dom_id: '#api-docs',
    deepLinking: true,
    // No outside validator badge: nothing leaves the shop's origin.
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
});
