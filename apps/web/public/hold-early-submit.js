/* global window, document, HTMLInputElement */
/*
 * A prerendered page can be typed into before its app has started, but its buttons wait for the app
 * (components/ui/button.tsx), so Enter in a field then sends nothing, and said nothing. Until the
 * app is ready, Enter in a form's field is held here: the person is told it will go, and the app
 * sends the form as soon as it has started (start-app.tsx). Loaded with `defer`, a few hundred
 * bytes, ahead of the app's own code; the note goes outside #root, so the page the app adopts is
 * left exactly as it was drawn.
 */
(function () {
  var words = {
    en: 'One moment: this is sent as soon as the page is ready.',
    hi: 'एक पल: पेज तैयार होते ही यह भेज दिया जाएगा।',
  };
  function say(text) {
    var note = document.getElementById('held-submit-note');
    if (!note) {
      note = document.createElement('p');
      note.id = 'held-submit-note';
      note.setAttribute('role', 'status');
      note.className = 'held-submit-note';
      document.body.appendChild(note);
    }
    note.textContent = text;
  }
  document.addEventListener(
    'keydown',
    function (event) {
      var field = event.target;
      if (window.sahayaAppStarted || event.key !== 'Enter' || !(field instanceof HTMLInputElement) || !field.form) return;
      event.preventDefault();
      window.sahayaHeldSubmit = field.form;
      say(words[document.documentElement.lang] || words.en);
    },
    true,
  );
})();
