import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "renaming" · pair: 1b91f6afcfd5a3127da8be524dc6eb1d586f1e6acb8c176da780d26f54d230e2
theorem pc_1b91f6afcfd5a312 {G : Type} [Paracert.AddGroup G] : (∀ (a : G), -a + a = 0) ↔ (∀ (zero : G), -zero + zero = 0) :=
  by paracert_iff_rfl
