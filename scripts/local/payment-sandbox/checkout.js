/* global window, document */
/**
 * Local payment sandbox: a stand-in for https://checkout.razorpay.com/v1/checkout.js.
 *
 * Defines `window.Razorpay` with the part of Standard Checkout the app uses:
 *   const rzp = new Razorpay({ key, amount, currency, name, description, image, order_id, handler,
 *                              prefill: { name, email, contact }, notes, theme: { color },
 *                              modal: { ondismiss } });
 *   rzp.on('payment.failed', (response) => ...); rzp.open(); rzp.close();
 * The dialog asks the sandbox server to pay; the server makes the signature, so the key secret
 * never reaches the browser. The server takes pay and fail only from this origin (Origin header)
 * and with the token the dialog got with the order's preferences. Plain ES2017 on purpose: it is served as written, with no build step.
 */
(function () {
  'use strict';

  // The sandbox endpoints live beside this script, wherever it was loaded from.
  var scriptSrc = document.currentScript && document.currentScript.src;
  var sandboxBase = new URL('./', scriptSrc || new URL('/sandbox/razorpay/checkout.js', window.location.href)).href;
  var STYLE_ID = 'rzp-sandbox-style';
  var idCounter = 0;

  var inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  /** 590000 paise -> ₹5,900.00 (Indian digit grouping: ₹1,00,000.00). */
  function formatPaise(paise) {
    return inr.format(paise / 100);
  }

  /** Readable text on the merchant's theme colour: black or white, whichever contrasts more. */
  function textColourOn(hex) {
    var match = /^#?([0-9a-f]{6})$/i.exec(hex || '');
    if (!match) return '#ffffff';
    var value = parseInt(match[1], 16);
    var channel = function (shift) {
      var c = ((value >> shift) & 255) / 255;
      return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    };
    var luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
    return luminance > 0.179 ? '#000000' : '#ffffff';
  }

  var CSS = [
    '.rzp-sandbox-overlay{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;',
    'justify-content:center;padding:16px;background:rgba(15,23,42,.6);box-sizing:border-box;overflow-y:auto}',
    '.rzp-sandbox-dialog{box-sizing:border-box;width:100%;max-width:400px;margin:auto;background:#fff;color:#1f2937;',
    'border-radius:8px;padding:20px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
    'box-shadow:0 10px 30px rgba(0,0,0,.3)}',
    '.rzp-sandbox-dialog:focus{outline:none}',
    '.rzp-sandbox-head{display:flex;gap:12px;align-items:center;margin-bottom:8px}',
    '.rzp-sandbox-head img{width:40px;height:40px;object-fit:contain;border-radius:4px}',
    '.rzp-sandbox-title{margin:0;font-size:1.25rem;line-height:1.3;overflow-wrap:anywhere}',
    '.rzp-sandbox-description{margin:0 0 12px;color:#374151;overflow-wrap:anywhere}',
    '.rzp-sandbox-amount{margin:0 0 12px;font-size:1.5rem;font-weight:700}',
    '.rzp-sandbox-note{margin:0 0 16px;padding:8px 12px;border-radius:4px;background:#fef3c7;color:#78350f;',
    'font-size:.9rem}',
    '.rzp-sandbox-message{margin:0 0 12px;padding:8px 12px;border-radius:4px;background:#fee2e2;color:#7f1d1d}',
    '.rzp-sandbox-message:empty{display:none}',
    '.rzp-sandbox-actions{display:flex;flex-direction:column;gap:8px}',
    '.rzp-sandbox-actions button{box-sizing:border-box;width:100%;min-height:44px;padding:10px 16px;',
    'border-radius:6px;font:inherit;font-weight:600;cursor:pointer;border:2px solid #374151;background:#fff;color:#1f2937}',
    '.rzp-sandbox-actions button.rzp-sandbox-pay{border-color:transparent}',
    '.rzp-sandbox-actions button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
    '.rzp-sandbox-actions button:disabled{opacity:.6;cursor:not-allowed}',
  ].join('');

  function ensureStyle() {
    if (document.getElementById(STYLE_ID)) return;
    var style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function postJson(path, body) {
    return fetch(sandboxBase + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) {
        return { ok: response.ok, body: json };
      });
    });
  }

  function describeError(body) {
    return (body && body.error && body.error.description) || 'The payment sandbox did not answer.';
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key) {
      throw new Error('Razorpay: the "key" option is required.');
    }
    if (typeof options.order_id !== 'string' || !options.order_id) {
      // The sandbox emulates the orders flow only, which is the one the app uses.
      throw new Error('Razorpay (local sandbox): the "order_id" option is required.');
    }
    this.options = options;
    this._listeners = {};
    this._view = null;
  }

  /** Only 'payment.failed' is ever emitted, as in Standard Checkout. */
  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback !== 'function') return this;
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  /** Closes the dialog without calling modal.ondismiss (that is for the customer's own cancel). */
  Razorpay.prototype.close = function () {
    var view = this._view;
    if (!view) return;
    this._view = null;
    document.removeEventListener('keydown', view.onKeydown, true);
    view.overlay.remove();
    document.documentElement.style.overflow = view.previousOverflow;
    if (view.returnFocus && typeof view.returnFocus.focus === 'function' && view.returnFocus.isConnected) {
      view.returnFocus.focus();
    }
  };

  Razorpay.prototype._dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this._view) return this;
    ensureStyle();
    var options = this.options;
    var id = 'rzp-sandbox-' + ++idCounter;
    var themeColour = (options.theme && options.theme.color) || '#1d4ed8';
    var prefill = options.prefill || {};

    var overlay = element('div', 'rzp-sandbox-overlay');
    var dialog = element('div', 'rzp-sandbox-dialog');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', id + '-title');
    dialog.setAttribute('aria-describedby', id + '-note');
    dialog.tabIndex = -1;

    var head = element('div', 'rzp-sandbox-head');
    if (options.image) {
      var logo = element('img');
      logo.src = options.image;
      logo.alt = '';
      head.appendChild(logo);
    }
    var title = element('h2', 'rzp-sandbox-title', options.name || 'Payment');
    title.id = id + '-title';
    head.appendChild(title);
    dialog.appendChild(head);
    if (options.description) dialog.appendChild(element('p', 'rzp-sandbox-description', options.description));

    var amount = element('p', 'rzp-sandbox-amount');
    dialog.appendChild(amount);
    var note = element('p', 'rzp-sandbox-note', 'Local payment sandbox: no money moves.');
    note.id = id + '-note';
    dialog.appendChild(note);
    // Announced when it changes: failures, refused payments.
    var message = element('p', 'rzp-sandbox-message');
    message.setAttribute('role', 'alert');
    dialog.appendChild(message);

    var actions = element('div', 'rzp-sandbox-actions');
    var payButton = element('button', 'rzp-sandbox-pay', 'Loading…');
    payButton.type = 'button';
    payButton.style.background = themeColour;
    payButton.style.color = textColourOn(themeColour);
    var failButton = element('button', '', 'Simulate failed payment');
    failButton.type = 'button';
    var cancelButton = element('button', '', 'Cancel');
    cancelButton.type = 'button';
    actions.appendChild(payButton);
    actions.appendChild(failButton);
    actions.appendChild(cancelButton);
    dialog.appendChild(actions);
    overlay.appendChild(dialog);

    // payable: the order is loaded and unpaid; busy: a pay or fail request is under way (Cancel waits for it).
    var payable = false;
    var busy = false;
    function setBusy(value) {
      busy = value;
      dialog.setAttribute('aria-busy', value || !payable ? 'true' : 'false');
      payButton.disabled = value || !payable;
      failButton.disabled = value || !payable;
    }
    function showAmount(paise) {
      amount.textContent = formatPaise(paise);
      payButton.textContent = 'Pay ' + formatPaise(paise);
    }
    function buttons() {
      return [payButton, failButton, cancelButton].filter((button) => {
        return !button.disabled;
      });
    }

    // Keyboard: Escape cancels, Tab stays inside the dialog while it is open.
    var onKeydown = (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (!busy) this._dismiss();
      } else if (event.key === 'Tab') {
        var focusable = buttons();
        if (!focusable.length) return;
        var first = focusable[0];
        var last = focusable[focusable.length - 1];
        var inside = dialog.contains(document.activeElement);
        if (event.shiftKey && (!inside || document.activeElement === first || document.activeElement === dialog)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
          event.preventDefault();
          first.focus();
        }
      }
    };

    var attempt = {
      key: options.key,
      order_id: options.order_id,
      email: prefill.email,
      contact: prefill.contact,
      description: options.description,
    };

    payButton.addEventListener('click', () => {
      if (busy) return;
      message.textContent = '';
      setBusy(true);
      postJson('checkout/pay', attempt)
        .then((result) => {
          if (!result.ok) {
            setBusy(false);
            message.textContent = describeError(result.body);
            return;
          }
          // Razorpay closes its dialog before calling the handler.
          this.close();
          if (typeof options.handler === 'function') options.handler(result.body);
        })
        .catch(() => {
          setBusy(false);
          message.textContent = describeError(null);
        });
    });

    failButton.addEventListener('click', () => {
      if (busy) return;
      message.textContent = '';
      setBusy(true);
      postJson('checkout/fail', attempt)
        .then((result) => {
          setBusy(false);
          message.textContent = result.ok ? 'Payment failed. You can try again or cancel.' : describeError(result.body);
          // The dialog stays open so the customer can retry, as Razorpay's does.
          if (result.ok) this._emit('payment.failed', result.body);
        })
        .catch(() => {
          setBusy(false);
          message.textContent = describeError(null);
        });
    });

    cancelButton.addEventListener('click', () => {
      if (!busy) this._dismiss();
    });

    this._view = {
      overlay: overlay,
      onKeydown: onKeydown,
      returnFocus: document.activeElement,
      previousOverflow: document.documentElement.style.overflow,
    };
    document.documentElement.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeydown, true);
    document.body.appendChild(overlay);
    if (typeof options.amount === 'number') showAmount(options.amount);
    setBusy(false);
    dialog.focus();

    // The order's own amount is what will be paid, so show that (Razorpay's checkout does the same).
    var query = new URLSearchParams({ key_id: options.key, order_id: options.order_id });
    fetch(sandboxBase + 'checkout/preferences?' + query.toString())
      .then((response) => {
        return response.json().then((body) => {
          return { ok: response.ok, body: body };
        });
      })
      .then((result) => {
        if (this._view === null || this._view.overlay !== overlay) return;
        if (!result.ok) {
          message.textContent = describeError(result.body);
        } else if (result.body.order.status === 'paid') {
          message.textContent = 'Order already paid';
        } else {
          payable = true;
          // The sandbox pays only for a dialog that loaded the order: pay and fail present this token.
          attempt.checkout_token = result.body.checkout_token;
          showAmount(result.body.order.amount_due);
        }
        setBusy(busy);
        if (!payable) payButton.textContent = 'Pay';
        if (document.activeElement === dialog && payable) payButton.focus();
      })
      .catch(() => {
        message.textContent = describeError(null);
      });
    return this;
  };

  window.Razorpay = Razorpay;
})();
