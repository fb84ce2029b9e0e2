import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "binder_reorder" · pair: 31be0aba929e37c3375481e81b824720e95971aa47e29921d725a1c63f3cfc8f
theorem pc_31be0aba929e37c3_schema (pcLit0 : Nat) (pcLit1 : Nat) : (∀ (m n : Nat), 1 < m → 1 < n → m * n = pcLit0 → m + n = pcLit1) ↔ (∀ (n m : Nat), 1 < m → 1 < n → m * n = pcLit0 → m + n = pcLit1) :=
  by paracert_structural
theorem pc_31be0aba929e37c3 : (∀ (m n : Nat), 1 < m → 1 < n → m * n = 2005 → m + n = 406) ↔ (∀ (n m : Nat), 1 < m → 1 < n → m * n = 2005 → m + n = 406) :=
  by with_reducible exact pc_31be0aba929e37c3_schema (2005) (406)
